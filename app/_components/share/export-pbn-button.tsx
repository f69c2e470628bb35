'use client';
// Download an item or a session as a .pbn file, made in the browser from the text the page already has.
// Example: <ExportPbnButton pbn={itemsPbn(items, { locale })} fileName="open-42" /> → open-42.pbn.

import { useTranslations } from 'next-intl';

/** A file name without path or control characters, ending in .pbn. */
export function pbnFileName(name: string): string {
  const base = name.replace(/\.pbn$/i, '').replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').trim().slice(0, 80);
  return `${base === '' ? 'bridge' : base}.pbn`;
}

export function ExportPbnButton({ pbn, fileName }: { pbn: string; fileName: string }) {
  const t = useTranslations('share.pbn');
  function download(): void {
    const href = URL.createObjectURL(new Blob([pbn], { type: 'application/x-pbn;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = href;
    link.download = pbnFileName(fileName);
    document.body.append(link);
    link.click();
    link.remove();
    // the download has started by now; the next task frees the file
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
  return (
    <button type="button" className="button" onClick={download}>
      {t('download')}
    </button>
  );
}
