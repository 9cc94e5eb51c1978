/**
 * The page-wide styles: the shipped fonts (@font-face) and the global rules (box sizing, the body's
 * colours and type, focus rings, reduced motion) and the certificate's print page. The one module of @edugate/ui whose import does
 * something: a host imports it once (the app's App.tsx, Storybook's preview), and nothing else in
 * the package, the root barrel included, applies styles by being imported.
 */
import './fonts.css';
import './global.css';
import './print.css';
