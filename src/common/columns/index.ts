export { ColumnsButton } from './ColumnsButton';
