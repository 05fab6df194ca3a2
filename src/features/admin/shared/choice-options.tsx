/** A select's options: first the empty prompt ("Bitte wählen …"), which leaves the required field unset, then the choices. */
export function ChoiceOptions({
  prompt,
  choices,
}: {
  prompt: string;
  choices: readonly { value: string | number; label: string }[];
}) {
  return (
    <>
      <option value="">{prompt}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}
