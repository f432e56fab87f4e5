/**
 * Astro's content layer: the collections whose Markdown Astro's own pipeline renders (`render()`),
 * one per record of src/copy/collections.ts marked `render` (the hub's articles). Pages read every
 * word, these collections' fields included, through src/copy/content.ts, the one reader of
 * src/content/, which scripts/build.ts checks once before any brand is built (src/copy/validate.ts);
 * the content layer only renders the text, so it declares no schema of its own.
 */
import { defineCollection } from 'astro:content';
import { COLLECTIONS } from './copy/collections.ts';
import { rendererCollections } from './copy/loader.ts';

export const collections = Object.fromEntries(
  Object.entries(rendererCollections(COLLECTIONS)).map(([name, loader]) => [name, defineCollection({ loader })]),
);
