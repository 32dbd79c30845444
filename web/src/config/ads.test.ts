import { describe, expect, it } from 'vitest';
import { parseAdTag } from './ads';
import { parseHostList } from './media';

describe('parseAdTag', () => {
  it('when the tag is an https URL, then it is used', () => {
    expect(parseAdTag('https://ads.example/tag?zone=1')).toBe('https://ads.example/tag?zone=1');
  });
  it.each([['javascript:alert(1)'], ['http://ads.example/tag'], [''], [undefined], ['/relative']])(
    'when the tag is %s, then it is refused (house ad instead)',
    (raw) => expect(parseAdTag(raw)).toBeNull(),
  );
});

describe('parseHostList', () => {
  it('when hosts are listed, then they are normalised and blanks dropped', () => {
    expect(parseHostList(' Lib.Example:8443 , ,http://127.0.0.1:9010/ ')).toEqual(['lib.example:8443', '127.0.0.1:9010']);
  });
  it('when nothing is configured, then null (the demo default applies)', () => {
    expect(parseHostList(undefined)).toBeNull();
    expect(parseHostList('  ')).toBeNull();
  });
});
