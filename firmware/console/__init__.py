"""The console: main loop, input, saves, the title shelf and the pages every game shares."""
