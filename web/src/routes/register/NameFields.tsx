import { TextField } from "../../components/form/TextField";

type NameField = "name" | "username";

interface NameFieldsProps {
  readonly values: Readonly<Record<NameField, string>>;
  readonly onChange: (field: NameField) => (value: string) => void;
  readonly errorFor: (field: NameField) => string | undefined;
  /** What the username is for, under it (Edit Profile: the profile's address). */
  readonly usernameHint?: string;
}

/** Name and Username, as sign-up asks them and Edit Profile changes them. */
export function NameFields({ values, onChange, errorFor, usernameHint }: NameFieldsProps) {
  return (
    <>
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={onChange("name")}
        error={errorFor("name")}
      />
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={onChange("username")}
        error={errorFor("username")}
        hint={usernameHint}
      />
    </>
  );
}
