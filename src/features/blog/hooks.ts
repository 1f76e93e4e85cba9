/** Typed react-redux hooks for the blog (features never import the app's store types). */
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { selectBlogReady, type BlogRootState } from './blogSelectors';
import { publishedContent } from './published';

export type BlogDispatch = ThunkDispatch<BlogRootState, unknown, UnknownAction>;

export const useBlogSelector = useSelector.withTypes<BlogRootState>();
export const useBlogDispatch = useDispatch.withTypes<BlogDispatch>();

/** Has the saved blog loaded? Pages wait for it so they never flash empty or redirect early. */
export const useBlogReady = () => useBlogSelector(selectBlogReady);

/**
 * Can a public list page show its posts? With published posts it can at once (they are in the
 * build); with none it waits for this browser's saved data as before (SPEC).
 */
export const usePublicListReady = () => useBlogReady() || publishedContent.posts.length > 0;
