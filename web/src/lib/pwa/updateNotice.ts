// 'A new version is available' with Reload and Later: plain DOM, so the notice brings no React root of its own
// and shows the same on every page (styles: .update-prompt in styles.css).

export const UPDATE_NOTICE_TEXT = 'A new version is available';

export function showUpdateNotice(reload: () => void): void {
  const notice = document.createElement('div');
  notice.className = 'update-prompt';
  notice.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.textContent = UPDATE_NOTICE_TEXT;
  const reloadButton = document.createElement('button');
  reloadButton.type = 'button';
  reloadButton.className = 'button button--primary';
  reloadButton.textContent = 'Reload';
  reloadButton.addEventListener('click', () => {
    reloadButton.disabled = true;
    reloadButton.textContent = 'Reloading…';
    reload();
  });
  const laterButton = document.createElement('button');
  laterButton.type = 'button';
  laterButton.className = 'button';
  laterButton.textContent = 'Later';
  laterButton.addEventListener('click', () => notice.remove());
  notice.append(text, reloadButton, laterButton);
  document.body.append(notice);
}
