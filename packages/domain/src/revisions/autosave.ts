/** The seconds of quiet after the last change before a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 3000;

/** Where the form's automatic save stands. */
export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'offline' }
  /** A published post or page: the change waits in this browser for 'Guardar'. */
  | { kind: 'kept-locally' }
  | { kind: 'failed' };

export const AUTOSAVE_MESSAGES = {
  saving: 'Guardando…',
  offline: 'Sin conexión: los cambios se guardarán al volver',
  keptLocally: 'Cambios guardados en este navegador hasta que pulses Guardar',
  failed: 'No se pudo guardar automáticamente: tus cambios siguen en este navegador',
} as const;

/** 'Guardado hace 5 s', 'Guardado hace 3 min', or the state's own words; '' when idle. */
export function autosaveLabel(state: AutosaveState, now: Date): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'saving':
      return AUTOSAVE_MESSAGES.saving;
    case 'offline':
      return AUTOSAVE_MESSAGES.offline;
    case 'kept-locally':
      return AUTOSAVE_MESSAGES.keptLocally;
    case 'failed':
      return AUTOSAVE_MESSAGES.failed;
    case 'saved': {
      const seconds = Math.max(0, Math.floor((now.getTime() - state.at.getTime()) / 1000));
      if (seconds < 60) return `Guardado hace ${seconds} s`;
      const minutes = Math.floor(seconds / 60);
      if (minutes < 60) return `Guardado hace ${minutes} min`;
      return `Guardado hace ${Math.floor(minutes / 60)} h`;
    }
  }
}
