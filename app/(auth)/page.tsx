export { default, metadata } from "./login/page";
