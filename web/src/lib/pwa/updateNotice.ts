// 'A new version is available' with Reload and Later: plain DOM, so the notice brings no React root of its own
// and shows the same on every page (styles: .update-prompt in styles.css). Its words are in the language shown
// when it appears.
import { t } from '@lingui/core/macro';

/** The notice's English text, the source of its message below. */
export const UPDATE_NOTICE_TEXT = 'A new version is available';

export function showUpdateNotice(reload: () => void): void {
  const notice = document.createElement('div');
  notice.className = 'update-prompt';
  notice.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.textContent = t`A new version is available`;
  const reloadButton = document.createElement('button');
  reloadButton.type = 'button';
  reloadButton.className = 'button button--primary';
  reloadButton.textContent = t({ message: 'Reload', comment: 'Reloads the page into the new version' });
  reloadButton.addEventListener('click', () => {
    reloadButton.disabled = true;
    reloadButton.textContent = t`Reloading…`;
    reload();
  });
  const laterButton = document.createElement('button');
  laterButton.type = 'button';
  laterButton.className = 'button';
  laterButton.textContent = t({ message: 'Later', comment: 'Dismisses the new-version notice for now' });
  laterButton.addEventListener('click', () => notice.remove());
  notice.append(text, reloadButton, laterButton);
  document.body.append(notice);
}
