import { describe, expect, it } from 'vitest';
import { canonicalEmail, isDisposableEmail } from './canonicalEmail.js';

describe('canonicalEmail', () => {
  it('lower-cases any address and drops a +tag, even at a domain it does not know', () => {
    expect(canonicalEmail(' Jane.Doe+News@Example.COM ')).toBe('jane.doe@example.com');
  });
  it('Gmail/Googlemail: drops dots and +tags and folds googlemail.com into gmail.com', () => {
    expect(canonicalEmail('J.a.n.e+farm1@gmail.com')).toBe('jane@gmail.com');
    expect(canonicalEmail('jane+x+y@googlemail.com')).toBe('jane@gmail.com');
    expect(canonicalEmail('jane@GMAIL.com')).toBe('jane@gmail.com');
  });
  it('Outlook/Hotmail/Live: drops +tags but keeps dots (they are part of the name there)', () => {
    expect(canonicalEmail('me+1@outlook.com')).toBe('me@outlook.com');
    expect(canonicalEmail('Me+5@Hotmail.com')).toBe('me@hotmail.com');
    expect(canonicalEmail('j.doe+a@live.com')).toBe('j.doe@live.com');
    expect(canonicalEmail('j.doe@outlook.com')).not.toBe(canonicalEmail('jdoe@outlook.com'));
  });
  it('iCloud and Fastmail: drops +tags, keeps dots', () => {
    expect(canonicalEmail('a.b+x@icloud.com')).toBe('a.b@icloud.com');
    expect(canonicalEmail('a+x@me.com')).toBe('a@me.com');
    expect(canonicalEmail('a.b+x@fastmail.com')).toBe('a.b@fastmail.com');
    expect(canonicalEmail('a.b@icloud.com')).not.toBe(canonicalEmail('ab@icloud.com'));
  });
  it('Proton: drops +tags, ".", "_" and "-", and folds every Proton domain into proton.me', () => {
    expect(canonicalEmail('a+x@proton.me')).toBe('a@proton.me');
    expect(canonicalEmail('Jane.Doe+1@protonmail.com')).toBe('janedoe@proton.me');
    expect(canonicalEmail('jane_doe@protonmail.ch')).toBe('janedoe@proton.me');
    expect(canonicalEmail('jane-doe+farm@pm.me')).toBe('janedoe@proton.me');
    expect(canonicalEmail('j.a_n-e@proton.me')).toBe(canonicalEmail('jane@pm.me'));
    // A look-alike domain is not Proton.
    expect(canonicalEmail('jane.doe@proton.me.example')).toBe('jane.doe@proton.me.example');
  });
  it('Fastmail: folds subdomain addressing (anything@user.fastmail.com) into user@fastmail.com', () => {
    expect(canonicalEmail('shop@jane.fastmail.com')).toBe('jane@fastmail.com');
    expect(canonicalEmail('x+y@jane.fastmail.fm')).toBe('jane@fastmail.fm');
  });
  it('Yahoo: drops the "-keyword" of disposable addresses and +tags, at every Yahoo domain', () => {
    expect(canonicalEmail('base-farm1@yahoo.com')).toBe('base@yahoo.com');
    expect(canonicalEmail('base-x@yahoo.co.uk')).toBe('base@yahoo.co.uk');
    expect(canonicalEmail('base-x@ymail.com')).toBe('base@ymail.com');
    expect(canonicalEmail('base+x@rocketmail.com')).toBe('base@rocketmail.com');
  });
  it('keeps "-" where the provider treats it as part of the name', () => {
    expect(canonicalEmail('mary-jane@outlook.com')).toBe('mary-jane@outlook.com');
    expect(canonicalEmail('mary-jane@gmail.com')).toBe('mary-jane@gmail.com');
  });
  it('leaves an address that is all tag, or has no @, as it is (lower-cased)', () => {
    expect(canonicalEmail('+x@outlook.com')).toBe('+x@outlook.com');
    expect(canonicalEmail('NoAt')).toBe('noat');
  });
});

describe('isDisposableEmail', () => {
  it('is true for domains on the maintained list and their sub-domains', () => {
    expect(isDisposableEmail('a@mailinator.com')).toBe(true);
    expect(isDisposableEmail('a@YOPMAIL.com')).toBe(true);
    expect(isDisposableEmail('a@x.mailinator.com')).toBe(true);
  });
  it('is false for mail providers people keep', () => {
    for (const email of ['a@gmail.com', 'a@outlook.com', 'a@yahoo.com', 'a@proton.me', 'a@fastmail.com']) {
      expect(isDisposableEmail(email)).toBe(false);
    }
  });
});
