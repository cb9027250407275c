#!/usr/bin/env python3
"""Plots the ops dashboard's main panels from the series TestOpsDashboardLive
wrote (WAKHA_OPSCHECK_PLOT=file.json): the picture in the README, made
from the panels' own PromQL since Grafana cannot run where CI does.

    python3 docs/plot_ops.py /tmp/ops.json docs/ops-dashboard.png

Needs matplotlib (Debian: apt-get install python3-matplotlib).
"""
import json
import math
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

UNITS = {"s": "seconds", "reqps": "requests/s", "ops": "per second", "percentunit": "ratio", "short": ""}


def main(src, dst):
    with open(src) as f:
        data = json.load(f)
    panels, marks = data["panels"], data.get("marks", [])
    cols = 3
    rows = math.ceil(len(panels) / cols)
    fig, axes = plt.subplots(rows, cols, figsize=(cols * 5.4, rows * 3.1), squeeze=False)
    for ax, p in zip([a for r in axes for a in r], panels):
        for s in p["series"]:
            pts = [(t, v) for t, v in s["points"] if not math.isnan(v)]
            if not pts or all(v == 0 for _, v in pts):
                continue  # a series at 0 throughout (a prepared error series) only crowds the legend
            ax.plot([t for t, _ in pts], [v for _, v in pts], linewidth=1.1, label=s["legend"])
        for i, m in enumerate(marks, 1):
            ax.axvline(m["at"], color="0.7", linewidth=0.6, linestyle="--", zorder=0)
            ax.annotate(str(i), xy=(m["at"], 1.0), xycoords=("data", "axes fraction"), fontsize=6,
                        ha="center", va="bottom", color="0.45")
        ax.set_title(p["title"], fontsize=9.5, loc="left")
        ax.tick_params(labelsize=7)
        ax.set_ylabel(UNITS.get(p["unit"], p["unit"]), fontsize=7)
        ax.grid(True, linewidth=0.3, alpha=0.6)
        ax.set_ylim(bottom=0)
        if ax.get_legend_handles_labels()[0]:
            ax.legend(fontsize=6, loc="upper left", ncol=2, frameon=False)
    for ax in [a for r in axes for a in r][len(panels):]:
        ax.set_visible(False)
    for ax in axes[-1]:
        ax.set_xlabel("seconds into the load", fontsize=7)
    if marks:
        key = "   ".join(f"{i} {m['label']}" for i, m in enumerate(marks, 1))
        fig.text(0.01, 0.005, "Dashed lines, when each fault took effect: " + key, fontsize=7.5, color="0.3")
    fig.suptitle("wakha under load with faults: the dashboard's main panels (Prometheus 2.42, panel queries as Grafana runs them)",
                 fontsize=10.5, x=0.01, ha="left")
    fig.tight_layout(rect=(0, 0.02, 1, 0.97))
    fig.savefig(dst, dpi=90)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
