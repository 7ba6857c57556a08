/**
 * The faces of the headline fonts a coach may pick (lib/composing FONTS) besides Inter, which
 * app/globals.css loads for the whole app. Imported only by the screens that show headlines, so
 * other screens' CSS stays small; browsers fetch a face only when text uses it.
 */
import "@fontsource-variable/roboto";
import "@fontsource/poppins/100.css";
import "@fontsource/poppins/200.css";
import "@fontsource/poppins/300.css";
import "@fontsource/poppins/400.css";
import "@fontsource/poppins/500.css";
import "@fontsource/poppins/600.css";
import "@fontsource/poppins/700.css";
import "@fontsource/poppins/800.css";
import "@fontsource/poppins/900.css";
