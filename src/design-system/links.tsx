/**
 * What a link renders as. Public pages are documents: a link is a plain <a href>, and moving to
 * another page is a normal navigation (no router in their JS). The single-page apps (admin,
 * NeuroSlice) and Storybook provide their router's link here, so the same components navigate
 * inside the app there. Components pass `href`; the provided component receives it.
 */
import { createContext, useContext, type ElementType } from 'react';

const LinkComponentContext = createContext<ElementType>('a');

export const LinkComponentProvider = LinkComponentContext.Provider;

/** The element or component a link renders as: 'a' unless an app provides its router's link. */
export function useLinkComponent(): ElementType {
  return useContext(LinkComponentContext);
}
