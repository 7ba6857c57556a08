import { MessageCenterAutoLogin } from "@/components/sms-center/auto-login";

/** Reached only through the proxy's rewrite of /message-center?auto_login=…&access_token=… */
export default function MessageCenterAutoLoginPage() {
  return <MessageCenterAutoLogin />;
}
