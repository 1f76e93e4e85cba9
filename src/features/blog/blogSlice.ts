/** The blog's data (SPEC §3), seeded, saved in this browser under one key. */
import { createSlice } from '@reduxjs/toolkit';
import type { BlogData } from './model/types';

export const BLOG_STORAGE_KEY = 'bayshore-blog';

export const blogSeed: BlogData = {
  posts: [],
  categories: [
    { id: 'cat-tampa-marketing', name: 'Tampa Marketing', slug: 'tampa-marketing', description: 'Local search, ads and growth notes for Tampa Bay businesses.' },
    { id: 'cat-ai-workflows', name: 'AI Workflows', slug: 'ai-workflows', description: 'Automations that answer leads, book calls and report results.' },
  ],
  tags: [
    { id: 'tag-video-ads', name: 'Video Ads', slug: 'video-ads' },
    { id: 'tag-seo', name: 'SEO', slug: 'seo' },
    { id: 'tag-youtube', name: 'YouTube', slug: 'youtube' },
  ],
  authors: [
    {
      id: 'author-bayshore-team',
      name: 'Bayshore Signal Team',
      slug: 'bayshore-signal-team',
      bio: 'Strategists, media buyers and automation engineers working out of Tampa.',
      avatar: '/images/author-bayshore-team.svg',
    },
  ],
};

export type BlogState = BlogData;

const blogSlice = createSlice({
  name: 'blog',
  initialState: blogSeed,
  reducers: {},
});

export const blogReducer = blogSlice.reducer;

export function isBlogData(value: unknown): value is BlogData {
  if (!value || typeof value !== 'object') return false;
  const data = value as Record<string, unknown>;
  return ['posts', 'categories', 'tags', 'authors'].every((field) => Array.isArray(data[field]));
}

export const blogPersistence = {
  key: BLOG_STORAGE_KEY,
  version: 1,
  isValid: isBlogData,
  saveFailedMessage: 'Could not save blog data to localStorage',
};
