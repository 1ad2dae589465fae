import { CONTENT_FIELD_MESSAGES } from '@bitacora/domain';
import { booleanInput, idInput } from './common.schema.ts';

/**
 * The version a save was based on: the `revision` the form loaded. A save that names one the
 * post or page has moved past is refused with 409; a save without it is not checked (scripts
 * and older clients keep working).
 */
export const baseRevisionInput = idInput(CONTENT_FIELD_MESSAGES.baseRevisionInvalid).optional();

/** Fields every save body may carry besides the content's own. */
export const saveControlFields = {
  baseRevision: baseRevisionInput,
  /** Sent by the form's automatic save: kept as an autosave revision. */
  autosave: booleanInput.optional(),
};
