import { GlobalStyles } from '@mui/material';

/**
 * While the report is on screen, printing leaves only the document: no app bar, menu, buttons,
 * toasts or progress bar, black on white, margins that suit both A4 and letter, and no table row,
 * incident or signature block cut across two pages.
 */
export const ReportPrintStyles = () => (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { margin: '15mm 12mm' },
        'html, body': { background: '#fff !important', color: '#000 !important' },
        '.MuiAppBar-root, .RaAppBar-root, .RaSidebar-root, .MuiDrawer-root, [data-testid="top-progress"], .notistack-SnackbarContainer, .report-no-print, button:not(.report-photo)':
          { display: 'none !important' },
        '.RaLayout-appFrame': { marginTop: '0 !important' },
        '.RaLayout-content, .RaLayout-contentWithSidebar': { padding: '0 !important', margin: '0 !important', background: '#fff !important' },
        '.report-document, .report-document *': { color: '#000 !important', boxShadow: 'none !important' },
        '.report-document .MuiPaper-root': { background: '#fff !important', border: 'none !important' },
        '.report-document thead': { display: 'table-header-group' },
        '.report-document tr, .report-keep': { breakInside: 'avoid', pageBreakInside: 'avoid' },
        '.report-document h2': { breakAfter: 'avoid', pageBreakAfter: 'avoid' },
        // The worse rows stay marked in black and white: a heavy left rule and bold change text.
        '.report-document tr.report-worse': { background: '#fff !important' },
        '.report-document tr.report-worse > td:first-of-type': { borderLeft: '4px solid #000 !important' },
        '.report-document a': { textDecoration: 'none' },
      },
    }}
  />
);
