// The lesson's prose in the reader's script: on the Serbian Cyrillic pages every string a Markdown element holds is
// transliterated (lib/i18n/cyrillic.ts) as the page is generated; elements inside keep their own wrappers.
// Example: const { p } = scriptElements(true); <p>Štih</p> renders <p>Штих</p>.

import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { toCyrillic } from '@/lib/i18n/cyrillic';
import { headingId } from '@/lib/lessons/outline';

/** The strings directly inside `children` converted; elements are left to their own component. */
export function inScript(children: ReactNode, cyrillic: boolean): ReactNode {
  if (!cyrillic) return children;
  return Children.map(children, (child) => (typeof child === 'string' ? toCyrillic(child) : child));
}

/** The plain text of a heading's children (as the outline reads it), for its anchor id. */
export function plainText(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') return String(child);
      if (isValidElement<{ children?: ReactNode }>(child)) return plainText(child.props.children);
      return '';
    })
    .join('');
}

type Tag = 'p' | 'li' | 'em' | 'strong' | 'td' | 'th' | 'blockquote' | 'del';
const TAGS: readonly Tag[] = ['p', 'li', 'em', 'strong', 'td', 'th', 'blockquote', 'del'];

/**
 * A table's box: on a narrow screen a wide table scrolls inside it, never the page; the box is a labelled region the
 * keyboard can reach (so it can be scrolled without a mouse).
 */
export function ScrollTable({ children, testId }: { children: ReactNode; testId?: string }) {
  const t = useTranslations('lessons');
  return (
    <div className="lesson-table" tabIndex={0} role="region" aria-label={t('table')} data-example={testId}>
      {children}
    </div>
  );
}

/** Markdown's text elements for one script; headings get ids from their Latin text (the same in both scripts). */
export function scriptElements(cyrillic: boolean) {
  const simple = Object.fromEntries(
    TAGS.map((Tag) => {
      const Element = ({ children, ...rest }: ComponentProps<typeof Tag>) => <Tag {...(rest as object)}>{inScript(children, cyrillic)}</Tag>;
      Element.displayName = `Lesson-${Tag}`;
      return [Tag, Element];
    }),
  );
  return {
    ...simple,
    h2: ({ children }: { children?: ReactNode }) => <h2 id={headingId(plainText(children))}>{inScript(children, cyrillic)}</h2>,
    h3: ({ children }: { children?: ReactNode }) => <h3 id={headingId(plainText(children))}>{inScript(children, cyrillic)}</h3>,
    table: ({ children }: { children?: ReactNode }) => (
      <ScrollTable>
        <table>{children}</table>
      </ScrollTable>
    ),
  };
}
