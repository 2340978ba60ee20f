import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

// Outline icons in one 24px grid; decorative by default because every use carries a text label.
function OutlineIcon({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function HomeIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="m3 10.5 9-7.5 9 7.5" />
      <path d="M5 9v11h5v-6h4v6h5V9" />
    </OutlineIcon>
  );
}

export function ChatBubbleIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M21 12a8 8 0 0 1-11.6 7.14L4 20.5l1.36-4.76A8 8 0 1 1 21 12Z" />
      <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" />
    </OutlineIcon>
  );
}

export function BellIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9Z" />
      <path d="M10 19a2 2 0 0 0 4 0" />
    </OutlineIcon>
  );
}

export function EyeIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M2.5 12S6 5 12 5s9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7Z" />
      <circle cx="12" cy="12" r="3" />
    </OutlineIcon>
  );
}

export function EyeSlashIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M3 3l18 18" />
      <path d="M10.6 5.1A9.8 9.8 0 0 1 12 5c6 0 9.5 7 9.5 7a17 17 0 0 1-2.9 3.9M6.3 6.3C3.9 8 2.5 12 2.5 12S6 19 12 19a9 9 0 0 0 4.2-1" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </OutlineIcon>
  );
}

export function XMarkIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </OutlineIcon>
  );
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8.5 12.5 2.5 2.5 4.5-5" />
    </OutlineIcon>
  );
}

export function ExclamationCircleIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5h.01" />
    </OutlineIcon>
  );
}

export function GridIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M9 3v18M15 3v18M3 9h18M3 15h18" />
    </OutlineIcon>
  );
}

export function CompassIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </OutlineIcon>
  );
}

export function HandIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M8 12V5.5a1.5 1.5 0 0 1 3 0V11M11 10V4.5a1.5 1.5 0 0 1 3 0V11M14 10.5V6a1.5 1.5 0 0 1 3 0v7" />
      <path d="M8 11.5 6.6 10a1.6 1.6 0 0 0-2.4 2.1L8 17.5A6 6 0 0 0 13 20h.5a5 5 0 0 0 5-5v-2" />
    </OutlineIcon>
  );
}

export function UsersIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.3a6.5 6.5 0 0 1 3.5 5.7" />
    </OutlineIcon>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
    </OutlineIcon>
  );
}

export function HeartIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.2a4.4 4.4 0 0 1 7.5 2.7C19.5 15.4 12 20 12 20Z" />
    </OutlineIcon>
  );
}

export function BookmarkIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M6.5 3.5h11v17L12 16.5l-5.5 4Z" />
    </OutlineIcon>
  );
}

export function CommentIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M20.5 11.5a8 8 0 0 1-11.8 7L3.5 20l1.6-4.6A8 8 0 1 1 20.5 11.5Z" />
    </OutlineIcon>
  );
}

export function EllipsisIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M5.5 12h.01M12 12h.01M18.5 12h.01" strokeWidth={3} />
    </OutlineIcon>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </OutlineIcon>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M12 5v14M5 12h14" />
    </OutlineIcon>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5M14 11v5" />
    </OutlineIcon>
  );
}

export function FaceSmileIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" />
    </OutlineIcon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </OutlineIcon>
  );
}

export function ClipboardIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <rect x="8" y="3" width="8" height="4" rx="1" />
      <path d="M8 5H6a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1h-2" />
    </OutlineIcon>
  );
}

export function LockIcon(props: IconProps) {
  return (
    <OutlineIcon {...props}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </OutlineIcon>
  );
}
