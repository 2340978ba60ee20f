import type { ReactNode, Ref } from "react";

interface CardProps {
  readonly children: ReactNode;
  readonly className?: string;
  readonly ref?: Ref<HTMLDivElement>;
}

export function Card({ children, className = "", ref }: CardProps) {
  return (
    <div ref={ref} className={`overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm ${className}`}>
      {children}
    </div>
  );
}
