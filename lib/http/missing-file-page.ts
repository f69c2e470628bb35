// The 404 page of a path that names a file the site does not have (/robots.txt, /wp-login.php, …): plain HTML in
// every language with a link to each language's home, made once. The proxy answers it itself, so Next neither renders
// a page nor stores one in its route cache per unknown name; nothing of the request is in it. It runs no script and
// loads nothing, so it gets the CSP of answers that are not pages.
// Example: missingFilePage() → '<!doctype html><html lang="sr-Latn">…<h1>Stranica nije pronađena</h1>…'.

import { CONTENT_LOCALES, DEFAULT_LOCALE } from '../i18n/locales';
import { htmlLang } from '../i18n/html-lang';
import { translator } from '../i18n/translate';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function build(): string {
  const sections = CONTENT_LOCALES.map((locale) => {
    const t = translator(locale);
    const heading = locale === DEFAULT_LOCALE ? 'h1' : 'h2';
    return [
      `<section lang="${htmlLang(locale)}">`,
      `<${heading}>${escape(t('common.notFound.title'))}</${heading}>`,
      `<p>${escape(t('common.notFound.text'))}</p>`,
      `<p><a href="/${locale}">${escape(t('common.notFound.home'))}</a></p>`,
      '</section>',
    ].join('');
  });
  const title = escape(translator(DEFAULT_LOCALE)('common.notFound.title'));
  return `<!doctype html><html lang="${htmlLang(DEFAULT_LOCALE)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main>${sections.join('')}</main></body></html>`;
}

let page: string | null = null;

export function missingFilePage(): string {
  page ??= build();
  return page;
}
