"""The stress workload (issue 14) in Kivy, for scripts/compare-peers.sh.

N circles of 8 px in a 960x640 window, each moved to a new point by
kivy.animation.Animation(duration=1, t='in_out_cubic'), whose on_complete starts
the next leg; first legs staggered by index / N (Clock.schedule_once).
Prints one line: "fps p50_ms p99_ms" over the measured seconds.
"""
import os
import sys

os.environ.setdefault("KIVY_NO_ARGS", "1")
os.environ.setdefault("KIVY_LOG_MODE", "PYTHON")
from kivy.config import Config  # noqa: E402

Config.set("graphics", "width", "960")
Config.set("graphics", "height", "640")
Config.set("graphics", "maxfps", "60")
from kivy.animation import Animation  # noqa: E402
from kivy.app import App  # noqa: E402
from kivy.clock import Clock  # noqa: E402
from kivy.graphics import Color, Ellipse  # noqa: E402
from kivy.uix.widget import Widget  # noqa: E402

from pygame_stress import point  # noqa: E402


class Dot(Widget):
    def __init__(self, index, **kwargs):
        super().__init__(size=(8, 8), size_hint=(None, None), **kwargs)
        self.index, self.leg = index, 0
        self.pos = point(index, 0, 960, 640)
        with self.canvas:
            Color(hsv=((index % 12) / 12, 0.7, 0.85))
            self.shape = Ellipse(pos=self.pos, size=self.size)
        self.bind(pos=lambda *_: setattr(self.shape, "pos", self.pos))

    def next_leg(self, *_):
        self.leg += 1
        animation = Animation(pos=point(self.index, self.leg, 960, 640), duration=1, t="in_out_cubic")
        animation.bind(on_complete=self.next_leg)
        animation.start(self)


class Stress(App):
    def build(self):
        self.count, self.seconds = int(sys.argv[1]), float(sys.argv[2])
        root = Widget()
        for i in range(self.count):
            dot = Dot(i)
            root.add_widget(dot)
            Clock.schedule_once(dot.next_leg, i / self.count)
        self.stamps, self.begin = [], None
        Clock.schedule_interval(self.tick, 0)
        return root

    def tick(self, _):
        now = Clock.get_time()
        self.begin = self.begin or now
        if now - self.begin >= 2:
            self.stamps.append(now)
        if now - self.begin >= 2 + self.seconds:
            intervals = sorted(b - a for a, b in zip(self.stamps, self.stamps[1:]))
            fps = len(intervals) / (self.stamps[-1] - self.stamps[0])
            print(f"{fps:.1f} {intervals[len(intervals) // 2] * 1000:.1f} "
                  f"{intervals[min(len(intervals) - 1, int(len(intervals) * 0.99))] * 1000:.1f}", flush=True)
            self.stop()


Stress().run()
