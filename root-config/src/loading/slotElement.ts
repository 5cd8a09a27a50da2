/** The element single-spa-layout creates for an application. */
export function slotElement(appName: string): HTMLElement | null {
  return document.getElementById(`single-spa-application:${appName}`);
}
