/** What every page reads: the session and the API client made for it. */
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { FramefleetClient } from '../../../../clients/typescript/index.ts';
import type { Session } from './api.ts';

export interface ConsoleContext {
  session: Session;
  client: FramefleetClient;
}

export const AppContext = createContext<ConsoleContext | null>(null);

export function useConsole(): ConsoleContext {
  const context = useContext(AppContext);
  if (!context) throw new Error('a console page rendered outside the signed-in app');
  return context;
}
