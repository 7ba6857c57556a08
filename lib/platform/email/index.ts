export { sendEmail, mailFrom, type OutgoingEmail } from "./send";
export { EMAIL_STATUS, type EmailStatus } from "./constants";
