import { describe, expect, it } from 'vitest';
import { disagreements } from './catalogAgreement.mjs';

const po = (entries) =>
  entries
    .map(
      ([msgid, msgstr, msgctxt]) => `${msgctxt ? `msgctxt "${msgctxt}"\n` : ''}msgid "${msgid}"\nmsgstr "${msgstr}"\n`,
    )
    .join('\n');

describe('one message, one translation across catalogs', () => {
  it('when two catalogs translate the same English differently, then the pair is named with both areas', () => {
    const found = disagreements([
      {
        area: 'admin',
        text: po([
          ['Try again', 'Réessayer'],
          ['Leave', 'Quitter'],
        ]),
      },
      {
        area: 'session',
        text: po([
          ['Try again', 'Essayer à nouveau'],
          ['Leave', 'Quitter'],
        ]),
      },
    ]);
    expect(found).toEqual([
      {
        message: 'Try again',
        translations: [
          { area: 'admin', msgstr: 'Réessayer' },
          { area: 'session', msgstr: 'Essayer à nouveau' },
        ],
      },
    ]);
  });

  it('when the same English has another context, or a translation is still empty, then it is no disagreement', () => {
    expect(
      disagreements([
        {
          area: 'admin',
          text: po([
            ['Failed', 'Échec', 'age check outcome'],
            ['Save', ''],
          ]),
        },
        {
          area: 'session',
          text: po([
            ['Failed', 'Échoué'],
            ['Save', 'Enregistrer'],
          ]),
        },
      ]),
    ).toEqual([]);
  });
});
