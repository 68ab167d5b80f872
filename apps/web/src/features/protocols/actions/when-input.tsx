import { TextInput } from '@mantine/core';
import { localNow } from './schedule-fields';

type WhenInputProps = { label: string; value: string; onChange: (value: string) => void; error?: string };

/** A required date and time, in the user's local time, from now on (a call back, a reminder). */
export function WhenInput(props: WhenInputProps) {
  return (
    <TextInput
      label={props.label}
      withAsterisk
      type="datetime-local"
      min={localNow()}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      error={props.error}
    />
  );
}
