import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { HideSuggestion } from '@shared/media/personalBlocklist';
import { i18n } from '../../lib/i18n/i18n';

/** How a suggestion reads in the menu and in the confirmation (a word in the language's quotation marks). */
export function describeSuggestion({ list, value }: HideSuggestion): string {
  if (list === 'communities') return `r/${value}`;
  if (list === 'creators') return `u/${value}`;
  return i18n._(msg({ message: `“${value}”`, comment: 'A word or tag to hide, in quotation marks' }));
}

function MoreIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="panel__icon">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}

/**
 * A panel's menu: 'Hide items like this' by the item's community, tag or creator, each one step
 * (docs/product-rules.md#blocklist). It offers what was on screen when it opened, even if the panel has moved on
 * since (media rotates every few seconds). Arrow keys move, Esc closes and gives focus back to the button.
 */
export function PanelMenu({
  suggestions,
  onHide,
}: {
  suggestions: readonly HideSuggestion[];
  onHide: (suggestion: HideSuggestion) => void;
}) {
  const { t } = useLingui();
  const [offered, setOffered] = useState<readonly HideSuggestion[] | null>(null);
  const open = offered !== null;
  const setClosed = () => setOffered(null);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOffered(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape' || event.key === 'Tab') {
      // The session's own Esc (asking to end) must not fire as well.
      if (event.key === 'Escape') event.preventDefault();
      setClosed();
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    }
  }

  if (!open && suggestions.length === 0) return null;
  const moreLabel = t({ message: 'More', comment: 'A media panel’s menu button' });
  return (
    <div className="panel-menu">
      <button
        ref={buttonRef}
        type="button"
        className="panel__button"
        aria-label={moreLabel}
        title={moreLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOffered(open ? null : suggestions)}
      >
        <MoreIcon />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t`Hide items like this`}
          className="panel-menu__list"
          onKeyDown={onKeyDown}
        >
          <p className="panel-menu__heading" aria-hidden="true">
            <Trans>Hide items like this</Trans>
          </p>
          {offered.map((suggestion) => {
            const what = describeSuggestion(suggestion);
            return (
              <button
                key={`${suggestion.list}:${suggestion.value}`}
                type="button"
                role="menuitem"
                className="panel-menu__item"
                onClick={() => {
                  setClosed();
                  onHide(suggestion);
                }}
              >
                <Trans comment="A panel menu item: hide a community, a creator or a word">Hide {what}</Trans>
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
