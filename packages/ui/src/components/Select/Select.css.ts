import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { control } from '../TextField/TextField.css';

export const select = style([
  control,
  {
    appearance: 'none',
    paddingRight: vars.space.xxl,
    // A chevron drawn with gradients so no image file is needed.
    backgroundImage: `linear-gradient(45deg, transparent 50%, ${vars.color.text} 50%), linear-gradient(135deg, ${vars.color.text} 50%, transparent 50%)`,
    backgroundPosition: 'calc(100% - 18px) 50%, calc(100% - 12px) 50%',
    backgroundSize: '6px 6px, 6px 6px',
    backgroundRepeat: 'no-repeat',
    cursor: 'pointer',
  },
]);
