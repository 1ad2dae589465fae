import { UnsavedChangesDialog } from '@bitacora/ui';
import { useAtomValue } from 'jotai';
import { leavePromptAtom } from './use-unsaved-changes-guard.ts';

/** The 'Salir sin guardar' question of whichever form holds a navigation back. */
export function LeavePromptHost() {
  const prompt = useAtomValue(leavePromptAtom);
  return (
    <UnsavedChangesDialog
      open={prompt !== null}
      onStay={() => prompt?.onStay()}
      onLeave={() => prompt?.onLeave()}
    />
  );
}
