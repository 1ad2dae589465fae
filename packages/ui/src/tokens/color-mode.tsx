import { type ColorMode, THEME_TOGGLE_DELAYS_MS } from '@bitacora/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

const DARK_QUERY = '(prefers-color-scheme: dark)';

const subscribeToSystem = (onChange: () => void): (() => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

const readSystemMode = (): ColorMode =>
  typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';

/** The mode to show: the saved choice, else the system preference. */
export const resolveColorMode = (saved: ColorMode | null, system: ColorMode): ColorMode =>
  saved ?? system;

export type ColorModeValue = {
  mode: ColorMode;
  /** The user's saved choice, or null while the system preference rules. */
  savedMode: ColorMode | null;
  /** True from the toggle until the switch has finished animating (100 ms, then 200 ms). */
  isSwitching: boolean;
  toggle: () => void;
};

const ColorModeContext = createContext<ColorModeValue | null>(null);

export type ColorModeProviderProps = {
  /** The choice saved earlier (the app reads it from its storage), or null for none. */
  savedMode?: ColorMode | null;
  /** Called with the new choice when the user toggles, so the app can save it. */
  onSavedModeChange?: (mode: ColorMode) => void;
  /** Pins the mode whatever the choice or the system says (Storybook, screenshots). */
  forcedMode?: ColorMode;
  /** Sets `data-theme` on `<html>` so portals (modals, toasts) share the palette. */
  applyToDocument?: boolean;
  children: ReactNode;
};

export function ColorModeProvider({
  savedMode = null,
  onSavedModeChange,
  forcedMode,
  applyToDocument = true,
  children,
}: ColorModeProviderProps) {
  const system = useSyncExternalStore(subscribeToSystem, readSystemMode, () => 'light' as const);
  const [saved, setSaved] = useState<ColorMode | null>(savedMode);
  const [isSwitching, setIsSwitching] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => setSaved(savedMode), [savedMode]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const mode = forcedMode ?? resolveColorMode(saved, system);

  useLayoutEffect(() => {
    if (!applyToDocument) return;
    const root = document.documentElement;
    root.dataset.theme = mode;
    if (isSwitching) root.setAttribute('data-theme-transition', '');
    else root.removeAttribute('data-theme-transition');
  }, [applyToDocument, mode, isSwitching]);

  const toggle = useCallback(() => {
    const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
    const [switchAfter, settleAfter] = THEME_TOGGLE_DELAYS_MS;
    timers.current.forEach(clearTimeout);
    setIsSwitching(true);
    timers.current = [
      setTimeout(() => {
        setSaved(next);
        onSavedModeChange?.(next);
      }, switchAfter),
      setTimeout(() => setIsSwitching(false), switchAfter + settleAfter),
    ];
  }, [mode, onSavedModeChange]);

  const value = useMemo(
    () => ({ mode, savedMode: saved, isSwitching, toggle }),
    [mode, saved, isSwitching, toggle],
  );

  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

/** The colour mode in force and the toggle; needs a `ColorModeProvider` above. */
export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode needs a ColorModeProvider above it');
  return value;
}
