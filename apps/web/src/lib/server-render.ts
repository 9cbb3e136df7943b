// What a screen tells the server-side renderer (entry-server.tsx) while it renders there:
// where it would send the visitor instead (answered as an HTTP redirect) and its title.
// In the browser there is no collector and these calls do nothing.
import { createContext, useContext } from 'react';

export interface RenderCollector {
  redirectTo: string | null;
  title: string | null;
}

export const RenderCollectorContext = createContext<RenderCollector | null>(null);

export const useRenderCollector = () => useContext(RenderCollectorContext);
