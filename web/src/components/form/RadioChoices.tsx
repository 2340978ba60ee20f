import { useId, type ReactNode } from "react";

export interface RadioChoice<T extends string | number> {
  readonly value: T;
  readonly label: string;
  /** a second line under the label (cards only) */
  readonly hint?: string;
  /** what a screen reader says instead of a shorthand label ("2 minutes" for "2 min") */
  readonly spokenLabel?: string;
}

interface RadioChoicesProps<T extends string | number> {
  readonly legend: ReactNode;
  /** a sentence under the legend, read with the group */
  readonly description?: ReactNode;
  readonly choices: readonly RadioChoice<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
  /** "cards": one card per choice with its hint; "pills": a row of small buttons */
  readonly look?: "cards" | "pills";
  readonly className?: string;
}

/** A group of native radio buttons (arrow keys move between them) drawn as cards or pills. */
export function RadioChoices<T extends string | number>({
  legend,
  description,
  choices,
  value,
  onChange,
  look = "cards",
  className = "",
}: RadioChoicesProps<T>) {
  const name = useId();
  const descriptionId = useId();
  const pills = look === "pills";
  return (
    <fieldset className={className} aria-describedby={description ? descriptionId : undefined}>
      <legend className={pills ? "text-xs font-medium text-slate-700" : "text-sm font-medium text-slate-800"}>
        {legend}
      </legend>
      {description && (
        <p id={descriptionId} className="mt-0.5 text-xs text-slate-600">
          {description}
        </p>
      )}
      <div className={pills ? "mt-1.5 flex flex-wrap gap-1.5" : "mt-3 grid gap-2 sm:grid-cols-3"}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={
              pills
                ? "cursor-pointer rounded-full border border-slate-500 px-3 py-1 text-xs font-semibold text-slate-700 has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-500 has-focus-visible:ring-offset-1"
                : "flex cursor-pointer gap-3 rounded-lg border border-slate-500 p-3 has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
            }
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              aria-label={choice.spokenLabel}
              onChange={() => onChange(choice.value)}
              className={pills ? "sr-only" : "mt-0.5 accent-brand-600"}
            />
            {pills ? (
              choice.label
            ) : (
              <span>
                <span className="block text-sm font-semibold text-slate-800">{choice.label}</span>
                {choice.hint && <span className="block text-xs text-slate-600">{choice.hint}</span>}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
