import { ColorModeProvider, GlobalStyle } from '@bitacora/ui';
import { useAtom } from 'jotai';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { FeedbackProvider } from './feedback/feedback.tsx';
import { LeavePromptHost } from './feedback/leave-prompt-host.tsx';
import { routes } from './routes.tsx';
import { colorModeAtom } from './session/session-atoms.ts';

const router = createBrowserRouter(routes);

/** The panel: colour mode from the stored choice, global styles, feedback and the routes. */
export function App() {
  const [savedMode, setSavedMode] = useAtom(colorModeAtom);
  return (
    <ColorModeProvider savedMode={savedMode} onSavedModeChange={setSavedMode}>
      <GlobalStyle />
      <FeedbackProvider>
        <RouterProvider router={router} />
        <LeavePromptHost />
      </FeedbackProvider>
    </ColorModeProvider>
  );
}
