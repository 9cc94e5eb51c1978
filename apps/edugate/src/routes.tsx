import { AppShell, Home, NotFound } from '@edugate/ui';
import { Route, Routes } from 'react-router-dom';

/**
 * SPEC.md's route table. Screens that are not built yet fall through to the 404 page; each new
 * screen is one <Route> here (protected ones wrapped in <RequireAuth>).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<Home />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
