/** "smooth" unless the user asked their system for less motion (scrolling from script ignores the CSS rule). */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}
