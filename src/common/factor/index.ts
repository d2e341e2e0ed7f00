/** The second factor's pieces shared by the sign-in steps (src/login) and My account (src/account). */
export { QrImage, svgDataUrl } from './QrImage';
export { SecretText, groupSecret } from './SecretText';
export { CodeField, type CodeFieldProps } from './CodeField';
export { RecoveryCodes, RECOVERY_CODES_FILE, type RecoveryCodesProps } from './RecoveryCodes';
export { FactorSetup, type FactorSetupData, type FactorSetupProps } from './FactorSetup';
export { codeProblem, codeToSend, type CodeKind } from './codeFormat';
export { codeFailureOf, type CodeFailure } from './codeErrors';
