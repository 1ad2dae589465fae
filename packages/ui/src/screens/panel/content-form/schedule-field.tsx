import { formatDateTime, zonedWallTimeToUtc } from '@bitacora/domain';
import { TextField } from '../../../primitives/text-field/text-field';
import { Toggle } from '../../../primitives/toggle/toggle';

export type ScheduleFieldProps = {
  scheduled: boolean;
  onScheduledChange: (scheduled: boolean) => void;
  /** The wall-clock time in the blog's zone, as `datetime-local` gives it. */
  wallTime: string;
  onWallTimeChange: (wallTime: string) => void;
  timeZone: string;
  error?: string | null;
  disabled?: boolean;
};

/** The hint under the time: the minute as the blog will show it, and whose clock it is. */
function scheduleHint(wallTime: string, timeZone: string): string {
  const instant = zonedWallTimeToUtc(wallTime, timeZone);
  const zone = `hora de ${timeZone.replaceAll('_', ' ')}`;
  return instant
    ? `Se publicará el ${formatDateTime(instant, { timeZone })} (${zone}).`
    : `En la ${zone}.`;
}

/**
 * 'Programar la publicación' and, while on, the date and time it goes public, entered in the
 * blog's time zone whatever the browser's.
 */
export function ScheduleField({
  scheduled,
  onScheduledChange,
  wallTime,
  onWallTimeChange,
  timeZone,
  error,
  disabled,
}: ScheduleFieldProps) {
  return (
    <>
      <Toggle
        checked={scheduled}
        onCheckedChange={onScheduledChange}
        label="Programar la publicación"
        disabled={disabled}
      />
      {scheduled ? (
        <TextField
          type="datetime-local"
          label="Fecha y hora de publicación"
          data-field="publishAt"
          required
          value={wallTime}
          hint={scheduleHint(wallTime, timeZone)}
          error={error}
          disabled={disabled}
          onChange={(event) => onWallTimeChange(event.target.value)}
        />
      ) : null}
    </>
  );
}
