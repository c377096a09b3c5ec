/* Asks an X11 window to close as a window manager's close button does: a
 * WM_PROTOCOLS client message carrying WM_DELETE_WINDOW (ICCCM 4.2.8.1).
 * xdotool 3.2016's windowclose destroys the window instead, which an X
 * client may not survive. Usage: close-window WINDOW-ID */
#include <X11/Xlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: close-window WINDOW-ID\n"); return 64; }
    Display *display = XOpenDisplay(NULL);
    if (display == NULL) { fprintf(stderr, "close-window: cannot open display\n"); return 69; }
    Window window = (Window)strtoul(argv[1], NULL, 0);
    XEvent event;
    memset(&event, 0, sizeof event);
    event.xclient.type = ClientMessage;
    event.xclient.window = window;
    event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", False);
    event.xclient.format = 32;
    event.xclient.data.l[0] = (long)XInternAtom(display, "WM_DELETE_WINDOW", False);
    event.xclient.data.l[1] = CurrentTime;
    XSendEvent(display, window, False, NoEventMask, &event);
    XCloseDisplay(display);
    return 0;
}
