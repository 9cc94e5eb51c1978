import { createRoot } from 'react-dom/client';
import type { EmulatorAccount, SocialProvider } from '../emulatorAccounts';
import { EmulatorAccountChooser } from './EmulatorAccountChooser';

/**
 * Opens the emulator's account chooser and resolves with the chosen account, or null when the
 * person cancels. It renders into a root of its own, so the adapter can ask from anywhere (as the
 * real popup does) without the app mounting anything; the theme's variables live on :root and the
 * dialog portals to <body> like every other dialog.
 */
export function chooseAccountWithDialog(provider: SocialProvider): Promise<EmulatorAccount | null> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    let answered = false;
    const finish = (account: EmulatorAccount | null) => {
      if (answered) return;
      answered = true;
      resolve(account);
      // Closed first, so the dialog hands focus back to its opener; removed once that has happened.
      render(false);
      setTimeout(() => {
        root.unmount();
        host.remove();
      });
    };
    const render = (open: boolean) =>
      root.render(
        <EmulatorAccountChooser
          provider={provider}
          open={open}
          onChoose={finish}
          onCancel={() => finish(null)}
        />,
      );
    render(true);
  });
}
