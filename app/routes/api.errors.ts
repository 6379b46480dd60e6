export {errorReportAction as action} from '~/server/error-report.server';
