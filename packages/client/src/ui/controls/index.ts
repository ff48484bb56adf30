export { Switch } from './Switch.tsx';
export { SelectField } from './SelectField.tsx';
export { FormSection } from './FormSection.tsx';
export { IconButton } from './IconButton.tsx';
