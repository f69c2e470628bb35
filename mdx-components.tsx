// What @next/mdx asks of the App Router: the components every MDX module may use. The lessons get theirs from the
// lesson page (app/_components/lesson/lesson-components.tsx, per locale and script), so nothing global is added here.
import type { MDXComponents } from 'mdx/types';

export function useMDXComponents(components: MDXComponents): MDXComponents {
  return components;
}
