'use client';
// "Practise one rule": a native select of the rule ids grouped by drill kind and a Start button. With JavaScript it
// goes straight to /drills/<rule>; without, the form's GET to the index (?rule=) redirects there on the server.
// Example: <RuleChooser action="/sr/drills" groups={[{ label: 'Otvaranje', options: [{ rule: 'O-1NT', text: '…' }] }]} />.

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';

interface Props {
  readonly action: string;
  readonly groups: readonly { readonly label: string; readonly options: readonly { readonly rule: string; readonly text: string }[] }[];
}

export function RuleChooser({ action, groups }: Props) {
  const t = useTranslations('drills.byRule');
  const router = useRouter();
  const [rule, setRule] = useState(groups[0]?.options[0]?.rule ?? '');
  return (
    <form
      action={action}
      method="get"
      className="rule-chooser"
      onSubmit={(event) => {
        event.preventDefault();
        router.push(`/drills/${rule}`);
      }}
    >
      <div className="field">
        <label className="field-label" htmlFor="drill-rule">
          {t('label')}
        </label>
        <select id="drill-rule" name="rule" value={rule} onChange={(event) => setRule(event.target.value)}>
          {groups.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.options.map((o) => (
                <option key={o.rule} value={o.rule}>
                  {o.text}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-primary">
        {t('start')}
      </button>
    </form>
  );
}
