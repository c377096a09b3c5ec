"""The stress workload (issue 14) in pygame-ce, for scripts/compare-peers.sh.

N circles of 8 pt in a 960x640 window, each moving to a new point every second
with easeInOut, legs staggered by index / N; tweened by hand (pygame has no scene
graph), drawn with pygame.gfxdraw, paced at 60 Hz by pygame.time.Clock.
Prints one line: "fps p50_ms p99_ms" over the measured seconds.
"""
import math
import sys

import pygame
import pygame.gfxdraw


def point(index, leg, width, height):
    # The same splitmix64 hash as Lunapark's StressDot.point.
    mask = (1 << 64) - 1
    z = (index * 0x9E3779B97F4A7C15 + leg * 0xBF58476D1CE4E5B9) & mask
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
    z ^= z >> 31
    return ((z & 0xFFFF) / 65535 * (width - 8), ((z >> 16) & 0xFFFF) / 65535 * (height - 8))


def ease_in_out(t):
    # Apple's easeInOut: the cubic Bezier (0.42, 0, 0.58, 1), approximated by smoothstep here.
    return t * t * (3 - 2 * t)


def main():
    count, seconds = int(sys.argv[1]), float(sys.argv[2])
    width, height = 960, 640
    pygame.init()
    screen = pygame.display.set_mode((width, height))
    clock = pygame.time.Clock()
    colors = [pygame.Color(0) for _ in range(12)]
    for i, c in enumerate(colors):
        c.hsva = (i * 30, 70, 85, 100)
    dots = []
    for i in range(count):
        start = point(i, 0, width, height)
        dots.append([i, 0, start, point(i, 1, width, height), i / count])  # index, leg, from, to, leg start
    begin = pygame.time.get_ticks() / 1000
    stamps = []
    while True:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                return
        now = pygame.time.get_ticks() / 1000 - begin
        screen.fill((255, 255, 255))
        for dot in dots:
            t = now - dot[4]
            if t >= 1:
                dot[1] += 1
                dot[2] = dot[3]
                dot[3] = point(dot[0], dot[1] + 1, width, height)
                dot[4] = now
                t = 0
            e = ease_in_out(max(0.0, t))
            x = dot[2][0] + (dot[3][0] - dot[2][0]) * e
            y = dot[2][1] + (dot[3][1] - dot[2][1]) * e
            pygame.gfxdraw.filled_circle(screen, int(x) + 4, int(y) + 4, 4, colors[dot[0] % 12])
        pygame.display.flip()
        clock.tick(60)
        if now >= 2:
            stamps.append(now)
        if now >= 2 + seconds:
            break
    intervals = sorted(b - a for a, b in zip(stamps, stamps[1:]))
    fps = len(intervals) / (stamps[-1] - stamps[0])
    print(f"{fps:.1f} {intervals[len(intervals) // 2] * 1000:.1f} {intervals[min(len(intervals) - 1, int(len(intervals) * 0.99))] * 1000:.1f}")


main()
