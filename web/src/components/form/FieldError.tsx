const toneClassName = {
  error: "font-medium text-red-600",
  hint: "text-slate-600",
} as const;

/** A line under a field, read with it: its id goes in the field's aria-describedby. Nothing when there is no text. */
export function FieldNote({
  id,
  text,
  tone,
}: {
  id: string;
  text: string | undefined;
  tone: keyof typeof toneClassName;
}) {
  if (!text) return null;
  return (
    <p id={id} className={`mt-1 text-xs ${toneClassName[tone]}`}>
      {text}
    </p>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return <FieldNote id={id} text={message} tone="error" />;
}
