import { describe, expect, it } from 'vitest';
import { DEMO_VAST_TAG_URL, parseAdTag, parseVastConfig } from './ads';
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

describe('parseVastConfig', () => {
  it('when an https tag and extra origins are set, then the tag is used and the allowed origins are its own plus the https ones', () => {
    expect(
      parseVastConfig(
        'https://zone.example/vast?z=1',
        ' https://cdn.example/x , http://plain.example, junk,https://zone.example',
        false,
      ),
    ).toEqual({
      tagUrl: 'https://zone.example/vast?z=1',
      origins: ['https://zone.example', 'https://cdn.example'],
    });
  });
  it('when the tag is plain http, then it is refused; on the emulators the demo tag is used instead', () => {
    expect(parseVastConfig('http://zone.example/vast', undefined, false)).toBeNull();
    expect(parseVastConfig('http://zone.example/vast', undefined, true)?.tagUrl).toBe(DEMO_VAST_TAG_URL);
  });
  it('when no tag is set, then production has no VAST and the emulators use the demo source', () => {
    expect(parseVastConfig(undefined, undefined, false)).toBeNull();
    expect(parseVastConfig(undefined, undefined, true)).toEqual({
      tagUrl: 'http://127.0.0.1:9010/vast/tag.xml',
      origins: ['http://127.0.0.1:9010'],
    });
  });
});

describe('parseHostList', () => {
  it('when hosts are listed, then they are normalised and blanks dropped', () => {
    expect(parseHostList(' Lib.Example:8443 , ,http://127.0.0.1:9010/ ')).toEqual([
      'lib.example:8443',
      '127.0.0.1:9010',
    ]);
  });
  it('when nothing is configured, then null (the demo default applies)', () => {
    expect(parseHostList(undefined)).toBeNull();
    expect(parseHostList('  ')).toBeNull();
  });
});
