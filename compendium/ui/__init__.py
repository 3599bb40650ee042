"""The Qt interface: main window, sidebar, pages, match screen, shared widgets."""
