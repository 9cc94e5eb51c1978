import { useLocation } from 'react-router-dom';
import { paths } from '../paths';

/** Stands in for the login screen: shows the state it would read (where to return). */
export function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login-probe">{JSON.stringify(location.state)}</p>;
}

/** The login route a flow story mounts to see where a signed-out action sent the visitor. */
export const loginProbeRoute = { path: paths.login.path, element: <LoginProbe /> };

/** The state the login screen was given, once a story has been sent there. */
export async function loginProbeState(main: {
  findByTestId: (id: string) => Promise<HTMLElement>;
}): Promise<unknown> {
  const probe = await main.findByTestId('login-probe');
  return JSON.parse(probe.textContent ?? 'null') as unknown;
}
