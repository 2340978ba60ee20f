import { useEffect, useRef, useState, type FormEvent } from "react";
import { inputClassName } from "../../../components/form/fieldStyles";
import { Spinner } from "../../../components/Spinner";
import { useOpenerSuggestions } from "./useOpenerSuggestions";

/** The most the server accepts; longer prompts cannot be typed. */
const MAX_PROMPT_LENGTH = 500;

interface AskForIdeasProps {
  readonly onClose: () => void;
  readonly onPick: (text: string) => void;
}

export function AskForIdeas({ onClose, onPick }: AskForIdeasProps) {
  const [prompt, setPrompt] = useState("");
  const { state, suggest } = useOpenerSuggestions();
  const picked = useRef<string | null>(null);
  const handOver = useRef(onPick);
  useEffect(() => {
    handOver.current = onPick;
  });
  // A picked suggestion goes to the chat once this panel is gone. Until then the dialog traps the
  // focus, and as the panel unmounts Headless UI returns it to the Ask button (in a microtask);
  // a task later, the chat's own focus call is the last word.
  useEffect(
    () => () => {
      const text = picked.current;
      if (text !== null) setTimeout(() => handOver.current(text), 0);
    },
    [],
  );

  const pick = (text: string) => {
    picked.current = text;
    onClose();
  };
  const streaming = state.status === "streaming";
  const suggestions = state.status === "streaming" || state.status === "ready" ? state.suggestions : [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Suggest with an empty or whitespace-only prompt does nothing.
    if (prompt.trim() === "" || streaming) return;
    suggest(prompt.trim());
  };

  return (
    <>
      <form onSubmit={submit} className="mt-4 flex gap-2">
        <input
          type="text"
          aria-label="Ask for ideas"
          placeholder="Ask for ideas..."
          value={prompt}
          onChange={(event) => setPrompt(event.target.value)}
          maxLength={MAX_PROMPT_LENGTH}
          autoComplete="off"
          data-autofocus
          className={`${inputClassName(false)} min-w-0 flex-1`}
        />
        <button
          type="submit"
          aria-busy={streaming}
          className="flex min-w-36 shrink-0 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 aria-busy:cursor-wait aria-busy:bg-brand-700"
        >
          {streaming && <Spinner />}
          {streaming ? "Suggesting" : "Suggest"}
        </button>
      </form>
      {/* Busy while streaming: screen readers announce the openers once all three are there. */}
      <div aria-live="polite" aria-busy={streaming}>
        {suggestions.length > 0 && (
          <ol aria-label="Suggestions" className="mt-4 space-y-2">
            {suggestions.map((suggestion, index) => (
              // Position is identity here: the list only grows. Each item is a whole opener (the server
              // never sends one still being written), so it can be picked while the others come.
              <li key={index}>
                <button
                  type="button"
                  onClick={() => pick(suggestion)}
                  className="flex w-full gap-2 rounded-lg border border-slate-200 px-3 py-2 text-left text-sm text-slate-800 hover:border-brand-500 hover:bg-brand-50"
                >
                  <span className="font-semibold text-brand-600">{index + 1}.</span>
                  <span>{suggestion}</span>
                </button>
              </li>
            ))}
          </ol>
        )}
        {state.status === "ready" && <p className="mt-3 text-xs text-slate-500">Suggestions from {state.source}</p>}
      </div>
      {state.status === "failed" && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-600">
          {state.message}
        </p>
      )}
    </>
  );
}
